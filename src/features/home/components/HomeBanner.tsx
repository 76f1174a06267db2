import { Img } from '@/ui/Img';
import type { Home } from '@/domain/home';
import styles from './Home.module.scss';

/** Pure CSS, so it runs without JavaScript; under reduced motion the first image stays. */
export function HomeBanner({ banner }: { banner: Home['banner'] }) {
  return (
    <div className={styles.banner} data-testid="home-banner">
      {banner.map((image, i) => (
        <Img
          key={image.imageUrl}
          src={image.imageUrl}
          media={image.media}
          slot="hero"
          alt={`${image.alt} ${image.subAlt}`}
          width={1600}
          height={544}
          priority={i === 0}
          className={i === 0 ? styles.bannerBase : styles.bannerFade}
          data-testid="home-banner-image"
        />
      ))}
    </div>
  );
}
