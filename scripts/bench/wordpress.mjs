/**
 * The benchmark's WordPress peer: Debian's own WordPress 6.1 (package `wordpress`, stock block theme
 * Twenty Twenty-Three, no object or page cache) behind Debian's nginx, PHP-FPM and MariaDB, with `posts`
 * bilingual news posts, so our news list and REST list can be read against a WordPress archive and
 * WordPress REST on the same machine in the same run.
 *
 *   const wp = await startWordPress(root, PORT + 4, { posts: 150 });
 *   ... autocannon on wp.archivePage (/page/2/) and wp.restPage (/wp-json/wp/v2/posts?page=2) ...
 *   await wp.close();
 *
 * It resolves once both pages answer 200 (requested three times: OPcache and MariaDB warm), in about 20 s
 * after the packages are installed; `wp.posts` are the posts, newest first.
 *
 * Everything runs as the current user from a fresh temporary folder (MariaDB's data and socket, PHP-FPM's
 * pool and socket, nginx's configuration, WP_CONTENT_DIR, logs, pid files); nothing listens but nginx on
 * 127.0.0.1:port. One file lies outside it: Debian's wp-config.php reads its settings only from
 * /etc/wordpress/config-{name}.php, so the peer writes config-scuid-bench-{suffix}.php there (chosen by
 * the WORDPRESS_CONFIG parameter nginx passes, so no host name of the machine's own sites can reach it)
 * and removes it on close. Missing Debian packages are installed when this process is root
 * (`apt-get install --no-install-recommends`, PHP-FPM named first so apt takes it rather than Apache's
 * mod_php). A run that died leaves its folder behind: the next start stops its processes (by the process
 * groups it recorded) and removes it and its config file.
 * Settings: Debian's defaults where there are any (php.ini with OPcache, the www pool's process counts,
 * nginx's one worker per core (its `worker_processes auto`, written out) and `gzip on`, which compresses
 * HTML only, MariaDB's defaults with utf8mb4); pretty permalinks (/%postname%/, so the archive's page 2 is /page/2/); WP-Cron off and
 * outgoing HTTP blocked (update checks can only time out on a machine without internet, holding a PHP
 * worker meanwhile); no access logs (our server writes none).
 * `node scripts/bench/wordpress.mjs [posts]` checks it: starts it, checks both pages, 3 s of autocannon on each.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir, userInfo } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, nginxBinary } from '../soak/nginx.mjs';
import {
  BROWSER_ENCODINGS,
  ensurePackages,
  isRoot,
  onAnyEnd,
  rawGet,
  removeLeftovers,
  requestsPerSecond,
  startDaemon,
  stopDaemons,
} from './peerSupport.mjs';

const WORDPRESS = '/usr/share/wordpress';
const THEME = 'twentytwentythree';
const CONFIG_DIR = '/etc/wordpress';
const PREFIX = 'scuid-wordpress-';
const CONFIG_PREFIX = 'config-scuid-bench-';

const log = (message) => console.log(`[wordpress] ${message}`);

/** Debian's PHP version, from the package php-fpm depends on (php8.2-fpm on Debian 12). */
function phpVersion() {
  const r = spawnSync('apt-cache', ['depends', 'php-fpm'], { encoding: 'utf8' });
  return /Depends: php([\d.]+)-fpm/.exec(r.stdout ?? '')?.[1] ?? '8.2';
}

/** Installs what is missing; the order matters (see peerSupport.mjs). */
function installPackages(php) {
  return ensurePackages(
    [
      `php${php}-fpm`,
      'php-fpm',
      'php',
      'php-cli',
      'php-mysql',
      // what WordPress's site health asks for beyond its dependencies
      'php-mbstring',
      'php-xml',
      'php-curl',
      'wordpress',
      `wordpress-theme-${THEME}`,
      'mariadb-server',
      'nginx',
    ],
    'the WordPress peer',
  );
}

/** Removes what runs that died left behind: their folders and daemons, and their config files. */
async function removeAllLeftovers() {
  for (const dir of await removeLeftovers(PREFIX)) log(`removed the leftovers of an earlier run: ${dir}`);
  if (!existsSync(CONFIG_DIR)) return;
  for (const entry of readdirSync(CONFIG_DIR)) {
    if (!entry.startsWith(CONFIG_PREFIX)) continue;
    const file = join(CONFIG_DIR, entry);
    // each names its run's folder on its second line
    const dir = /for the run in (\S+)/.exec(readFileSync(file, 'utf8'))?.[1];
    if (dir && existsSync(dir)) continue;
    unlinkSync(file);
    log(`removed the config file of an earlier run: ${file}`);
  }
}

/** Runs a command to its end; throws with its output when it fails. */
function run(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (r.status !== 0) {
    const why = r.error ?? `exit ${r.status}`;
    throw new Error(`${command} ${args.join(' ')} failed (${why}):\n${r.stdout}\n${r.stderr}`);
  }
  return r.stdout;
}

const TOPICS = [
  ['畢業展', 'Graduation show'],
  ['設計競賽', 'Design competition'],
  ['工作坊', 'Workshop'],
  ['交換學生', 'Exchange students'],
  ['專題演講', 'Guest lecture'],
  ['產學合作', 'Industry project'],
  ['招生說明會', 'Admissions day'],
  ['作品展覽', 'Exhibition'],
  ['學術研討會', 'Symposium'],
  ['校友返校', 'Alumni day'],
  ['企業實習', 'Internship'],
  ['獎學金', 'Scholarship'],
];
const CATEGORIES = [
  '系所公告 Announcements',
  '活動 Events',
  '榮譽榜 Awards',
  '招生 Admissions',
  '交流 Exchange',
  '產學 Industry',
];

/**
 * The posts, newest first (index 0 is the newest): a bilingual title and four paragraphs of block markup,
 * like a news item of ours. Titles hold nothing wptexturize would change, so they appear as written.
 */
export function wordPressPosts(count, now = Date.UTC(2026, 10, 20, 9)) {
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    const [zh, en] = TOPICS[n % TOPICS.length];
    const date = new Date(now - i * 2 * 86_400_000 - (n % 7) * 3_600_000);
    const month = date.getUTCMonth() + 1;
    const paragraphs = [
      `本系${zh}於 ${date.getUTCFullYear()} 年 ${month} 月舉行，共有 ${20 + (n % 30)} 位同學參與。活動內容包括作品展示、評圖與交流座談，歡迎全校師生踴躍參加，並請留意系網公告的最新資訊。`,
      `The ${en.toLowerCase()} of the Department of Industrial Product Design took place in month ${month} of ${date.getUTCFullYear()}, with ${20 + (n % 30)} students taking part. It included a showcase of work, critiques and an open discussion; students and staff of every department were welcome.`,
      `本次活動邀請業界設計師與國外合作學校教師擔任講評，針對使用者研究、造形與材料、製造可行性等面向給予建議。相關照片與紀錄將陸續整理於系所網站，第 ${n} 則消息。`,
      `Designers from industry and teachers of our partner schools abroad gave feedback on user research, form and materials, and manufacturing. Photos and notes will follow on the department website; this is news item ${n}.`,
    ];
    return {
      title: `${zh}消息 ${n}｜${en} news ${n}`,
      content: paragraphs.map((p) => `<!-- wp:paragraph -->\n<p>${p}</p>\n<!-- /wp:paragraph -->`).join('\n\n'),
      date: date.toISOString().slice(0, 19).replace('T', ' '),
      category: CATEGORIES[n % CATEGORIES.length],
    };
  });
}

/** The PHP that installs WordPress, its theme, permalinks, categories and posts, in one run of the CLI. */
const SETUP_PHP = String.raw`<?php
// written by scripts/bench/wordpress.mjs: run by the PHP CLI as a request through nginx would be
$url = parse_url(getenv('WP_URL'));
$_SERVER['WORDPRESS_CONFIG'] = getenv('WORDPRESS_CONFIG');
$_SERVER['HTTP_HOST'] = $url['host'] . ':' . $url['port'];
$_SERVER['SERVER_NAME'] = $url['host'];
$_SERVER['SERVER_PORT'] = $url['port'];
$_SERVER['SERVER_SOFTWARE'] = 'nginx';
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require_once '/usr/share/wordpress/wp-load.php';
// no mail (there is no mail transport here); defined before upgrade.php, which defines it only if missing
function wp_new_blog_notification($blog_title, $blog_url, $user_id, $password) {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$input = json_decode(file_get_contents($argv[1]), true);
$installed = wp_install($input['title'], 'admin', 'admin@example.invalid', true, '', wp_generate_password(24));
if (is_wp_error($installed)) { fwrite(STDERR, $installed->get_error_message()); exit(1); }
wp_set_current_user($installed['user_id']);
// the install's "Hello world!" goes: the posts are exactly the given ones
wp_delete_post(1, true);

if (!wp_get_theme($input['theme'])->exists()) { fwrite(STDERR, "theme {$input['theme']} not found"); exit(1); }
if (get_stylesheet() !== $input['theme']) switch_theme($input['theme']);

global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
flush_rewrite_rules(false);

wp_defer_term_counting(true);
$categories = array();
foreach ($input['posts'] as $post) {
  if (!isset($categories[$post['category']])) {
    $term = wp_insert_term($post['category'], 'category');
    if (is_wp_error($term)) { fwrite(STDERR, $term->get_error_message()); exit(1); }
    $categories[$post['category']] = $term['term_id'];
  }
  $id = wp_insert_post(array(
    'post_title' => $post['title'],
    'post_content' => $post['content'],
    'post_status' => 'publish',
    'post_author' => $installed['user_id'],
    'post_date' => $post['date'],
    'post_category' => array($categories[$post['category']]),
  ), true);
  if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
}
wp_defer_term_counting(false);

echo json_encode(array(
  'version' => get_bloginfo('version'),
  'theme' => get_stylesheet(),
  'permalinks' => get_option('permalink_structure'),
  'posts' => (int) wp_count_posts()->publish,
));
`;

/**
 * Starts WordPress on 127.0.0.1:port with `posts` posts.
 * @param {string} _root the project (unused: the peers share one signature)
 * @param {number} port
 * @param {{ posts?: number }} [options]
 * @returns {Promise<{ url: string, archivePage: string, restPage: string, posts: object[], close: () => Promise<void> }>}
 */
export async function startWordPress(_root, port, { posts = 150 } = {}) {
  const started = performance.now();
  const php = phpVersion();
  const installed = installPackages(php);
  if (installed.length > 0) {
    log(`installed ${installed.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await removeAllLeftovers();
  if (!existsSync(join(WORDPRESS, 'wp-config.php'))) {
    throw new Error(`${WORDPRESS}/wp-config.php is missing: is Debian's wordpress package installed?`);
  }
  try {
    accessSync(CONFIG_DIR, constants.W_OK);
  } catch {
    throw new Error(
      `the WordPress peer writes its settings into ${CONFIG_DIR} (Debian's wp-config.php reads them only there): run it as root`,
    );
  }

  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, 'owner.pid'), String(process.pid));
  const name = `scuid-bench-${basename(dir).slice(PREFIX.length)}`;
  if (!/^[a-zA-Z0-9-]+$/.test(name)) throw new Error(`unexpected folder name ${dir}`);
  const configFile = join(CONFIG_DIR, `config-${name}.php`);
  const url = `http://127.0.0.1:${port}`;
  const root = isRoot();
  const user = userInfo().username;
  const socket = join(dir, 'mysqld.sock');
  const fpmSocket = join(dir, 'php-fpm.sock');

  const release = onAnyEnd(dir, () => {
    rmSync(configFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
  });
  let step = performance.now();
  const timings = [];
  const lap = (what) => {
    timings.push(`${what} ${((performance.now() - step) / 1000).toFixed(1)} s`);
    step = performance.now();
  };

  try {
    // MariaDB: a data folder of its own, a unix socket, no TCP; the database and its user at first start
    const password = randomBytes(12).toString('hex');
    mkdirSync(join(dir, 'mysql'));
    run('mariadb-install-db', [
      '--no-defaults',
      `--datadir=${join(dir, 'mysql')}`,
      ...(root ? [`--user=${user}`] : []),
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ]);
    writeFileSync(
      join(dir, 'init.sql'),
      `CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci;
CREATE USER IF NOT EXISTS 'wordpress'@'localhost' IDENTIFIED BY '${password}';
GRANT ALL PRIVILEGES ON wordpress.* TO 'wordpress'@'localhost';
`,
    );
    lap('MariaDB data folder');
    await startDaemon(
      dir,
      'mariadbd',
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(dir, 'mysql')}`,
        `--socket=${socket}`,
        `--pid-file=${join(dir, 'mariadbd.pid')}`,
        `--log-error=${join(dir, 'mariadbd.log')}`,
        `--tmpdir=${dir}`,
        '--skip-networking',
        `--init-file=${join(dir, 'init.sql')}`,
        // Debian's 50-server.cnf
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_general_ci',
        ...(root ? [`--user=${user}`] : []),
      ],
      { path: socket },
      join(dir, 'mariadbd.log'),
    );
    lap('MariaDB start');

    // the settings Debian's wp-config.php reads for requests that carry WORDPRESS_CONFIG={name}
    const salt = () => randomBytes(32).toString('base64');
    writeFileSync(
      configFile,
      `<?php
// for the run in ${dir} of scripts/bench/wordpress.mjs (its WordPress peer), which removes this file when it stops
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', '${password}');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_CONTENT_DIR', '${join(dir, 'wp-content')}');
// WP-Cron's update checks could only time out here (no internet), holding a PHP worker meanwhile
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((key) => `define('${key}', '${salt()}');`).join('\n')}
`,
      { mode: 0o600 },
    );
    // WP_CONTENT_DIR: the packaged theme linked in, so nothing is written under /var/lib/wordpress
    for (const sub of ['themes', 'plugins', 'uploads']) mkdirSync(join(dir, 'wp-content', sub), { recursive: true });
    symlinkSync(join(WORDPRESS, 'wp-content', 'themes', THEME), join(dir, 'wp-content', 'themes', THEME));

    const content = wordPressPosts(posts);
    writeFileSync(join(dir, 'setup.php'), SETUP_PHP);
    writeFileSync(
      join(dir, 'setup.json'),
      JSON.stringify({ title: '瀾川大學 工業產品設計學系', theme: THEME, posts: content }),
    );
    const setup = JSON.parse(
      run(`/usr/bin/php${php}`, [join(dir, 'setup.php'), join(dir, 'setup.json')], {
        cwd: dir,
        env: { ...process.env, WP_URL: url, WORDPRESS_CONFIG: name },
      }),
    );
    if (setup.theme !== THEME || setup.posts !== posts) throw new Error(`WordPress set up as ${JSON.stringify(setup)}`);
    lap(`WordPress install and ${posts} posts`);

    // PHP-FPM with Debian's php.ini and conf.d (OPcache on) and its www pool's process counts
    writeFileSync(
      join(dir, 'php-fpm.conf'),
      `; written by scripts/bench/wordpress.mjs
[global]
pid = ${join(dir, 'php-fpm.pid')}
error_log = ${join(dir, 'php-fpm.log')}
daemonize = no

[${name}]
${root ? `user = ${user}\ngroup = ${user}\n` : ''}listen = ${fpmSocket}
pm = dynamic
pm.max_children = 5
pm.start_servers = 2
pm.min_spare_servers = 1
pm.max_spare_servers = 3
`,
    );
    await startDaemon(
      dir,
      'php-fpm',
      `/usr/sbin/php-fpm${php}`,
      ['--nodaemonize', '--fpm-config', join(dir, 'php-fpm.conf'), ...(root ? ['--allow-to-run-as-root'] : [])],
      { path: fpmSocket },
      join(dir, 'php-fpm.log'),
    );

    // nginx as Debian's nginx.conf and its WordPress example have it
    writeFileSync(
      join(dir, 'nginx.conf'),
      `# written by scripts/bench/wordpress.mjs: WordPress's front, run from ${dir}
${root ? `user ${user};\n` : ''}worker_processes ${availableParallelism()};
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;

events {
  worker_connections 768;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  keepalive_timeout 65;
  # a load generator sends thousands of requests on each connection (see nginxPeer.mjs)
  keepalive_requests 1000000;
  access_log off;
  gzip on;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy_temp')};
  fastcgi_temp_path ${join(dir, 'fastcgi_temp')};
  uwsgi_temp_path ${join(dir, 'uwsgi_temp')};
  scgi_temp_path ${join(dir, 'scgi_temp')};

  server {
    listen 127.0.0.1:${port};
    root ${WORDPRESS};
    index index.php;

    location / {
      try_files $uri $uri/ /index.php?$args;
    }

    location ~ ^/wp-content/(.*)$ {
      alias ${join(dir, 'wp-content')}/$1;
    }

    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      # Debian's file passes the host without the port (a security update): WordPress, whose address has
      # one, would redirect every page to itself; PHP-FPM takes the last value of a parameter
      fastcgi_param HTTP_HOST $host:$server_port;
      fastcgi_param SCRIPT_FILENAME $request_filename;
      fastcgi_param WORDPRESS_CONFIG ${name};
      fastcgi_pass unix:${fpmSocket};
    }
  }
}
`,
    );
    const nginx = nginxBinary();
    await startDaemon(
      dir,
      'nginx',
      nginx,
      ['-p', dir, '-e', join(dir, 'nginx-error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
      port,
      join(dir, 'nginx-error.log'),
    );
    lap('PHP-FPM and nginx start');

    const archivePage = `${url}/page/2/`;
    const restPage = `${url}/wp-json/wp/v2/posts?page=2`;
    // OPcache and MariaDB's buffer pool warm, as after a while in service
    for (let i = 0; i < 3; i += 1) {
      for (const page of [archivePage, restPage, `${url}/`]) {
        const response = await rawGet(page);
        if (response.status !== 200) {
          throw new Error(`${page}: ${response.status} ${response.headers.location ?? ''}\n${response.body}`);
        }
      }
    }
    lap('warm-up');
    log(
      `WordPress ${setup.version} (${setup.theme}, permalinks ${setup.permalinks}, ${setup.posts} posts) at ${url}, ` +
        `data in ${dir}, started in ${((performance.now() - started) / 1000).toFixed(1)} s (${timings.join(', ')})`,
    );
    return {
      url,
      archivePage,
      restPage,
      posts: content,
      async close() {
        release();
        await stopDaemons(dir);
        rmSync(configFile, { force: true });
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    release();
    await stopDaemons(dir, 5_000);
    rmSync(configFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] || 150);
  const wp = await startWordPress(fileURLToPath(new URL('../..', import.meta.url)), await freePort(), { posts: count });
  try {
    // page 2 holds the 11th to 20th newest
    const expected = wp.posts.slice(10, 20).map((p) => p.title);
    const archive = await rawGet(wp.archivePage);
    const html = archive.body.toString();
    const missing = expected.filter((title) => !html.includes(title));
    if (archive.status !== 200 || missing.length > 0 || !html.includes(`/themes/${THEME}/`)) {
      throw new Error(`${wp.archivePage}: ${archive.status}, titles missing: ${missing.join(', ') || 'none'}`);
    }
    const rest = await rawGet(wp.restPage);
    const list = JSON.parse(rest.body.toString());
    if (rest.status !== 200 || list.length !== 10 || list[0]?.title?.rendered !== expected[0]) {
      throw new Error(`${wp.restPage}: ${rest.status}, ${list.length} posts, first ${list[0]?.title?.rendered}`);
    }
    console.log(
      `${wp.archivePage}: 200, ${html.length} B of HTML with the 10 titles of page 2; ` +
        `${wp.restPage}: 200, 10 posts of ${rest.headers['x-wp-total']}, ${rest.body.length} B of JSON`,
    );
    for (const page of [wp.archivePage, wp.restPage]) {
      const sent = await rawGet(page, BROWSER_ENCODINGS);
      const load = await requestsPerSecond(page);
      console.log(
        `${page}: ${sent.headers['content-type']}, sent ${sent.headers['content-encoding'] ?? 'identity'} ${sent.body.length} B: ` +
          `${load.reqPerSec} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms (10 connections, 3 s)`,
      );
    }
  } finally {
    await wp.close();
  }
}
