/**
 * The editor says what is wrong in both languages. The rules' own messages (src/domain, the content
 * check) are English; the Chinese for the common ones is here, matched by their start.
 */
const CHINESE: [RegExp, string][] = [
  // the event's mode, place and sessions (before the general ones they would also match)
  [/^needs eventStart \(it describes a dated event\)/, '這是活動的欄位，要先填活動開始'],
  [/^is required for (an online|a mixed) event/, '線上或實體與線上活動須填參加連結'],
  [/^is only for an online or mixed event/, '實體活動不填線上連結；線上活動請把參加方式改為線上或實體與線上'],
  [/^is not for an online event/, '線上活動沒有城市與國家；若也有實體場地，請把參加方式改為實體與線上'],
  [/^is required with addressLocality/, '填了城市，也要填國家代碼'],
  [/^is required with addressCountry/, '填了國家代碼，也要填城市（英文）'],
  [/^must be an https:\/\/ link/, '須為 https:// 開頭的連結'],
  [/^must be the city's English name/, '須為城市的英文名稱，例如 Taipei'],
  [/^must be a two-letter ISO 3166-1 country code/, '須為 ISO 3166-1 二碼國家代碼，例如 TW、NL、JP'],
  [/^must be a list of session dates/, '須為場次日期的清單，每行一個'],
  [
    /^must be a real date YYYY-MM-DD, or YYYY-MM-DD\/YYYY-MM-DD/,
    '場次須為實際存在的日期 YYYY-MM-DD，多日場次為 YYYY-MM-DD/YYYY-MM-DD',
  ],
  [/^needs eventEnd: the last session/, '有場次日期就要填活動結束（最後一場的日期）'],
  [/^must list two or more sessions/, '場次至少兩場；只有一場請只填活動開始與結束'],
  [/^needs eventEnd to be a date/, '全天的場次：活動結束也須為日期'],
  [/^each session runs from eventStart's time/, '每場從活動開始的時刻到活動結束的時刻，結束時刻須晚於開始時刻'],
  [/^a session of several days/, '多日場次只用於全天活動：活動開始與結束須為日期'],
  [/^must be in order/, '場次須依日期先後排列，且不可重疊'],
  [/^every session must last as many days/, '每個場次的天數須相同'],
  [/^the first session must be on eventStart's date/, '第一場須在活動開始那天'],
  [/^the last session must end on eventEnd's date/, '最後一場須在活動結束那天結束'],
  [/^must name a city/, '須填城市'],
  // the documents of a news item (before the image messages, which also say "does not exist")
  [
    /^must be a file (path|under public\/static) like attachments\//,
    '須為 public/static 之下的附件路徑，例如 attachments/1234/application-form.pdf，副檔名為 pdf、docx、xlsx、pptx、odt 或 zip',
  ],
  [/^must be under attachments\//, '附件須放在這則消息編號的資料夾 attachments/{newsId}/ 之下'],
  [/^is listed twice/, '同一個附件列了兩次'],
  [/^must be a (list of documents|document)/, '須為附件清單，每個附件有檔案 file、中文名稱 label 與英文名稱 subLabel'],
  [/^must list at least one document/, '至少列一個附件，或整個欄位不填'],
  [/^unknown field.*the fields of a document are/, '附件的欄位只有 file、label 與 subLabel'],
  [/^the file public\/static\/.* does not exist/, '找不到附件檔'],
  [/^the file public\/static\/.* is empty/, '附件檔是空的'],
  [/over the cap of .* for an attachment/, '附件檔超過大小上限'],
  [/^the file public\/static\/.* by its bytes, but its name ends in/, '附件檔的內容與副檔名不符'],
  [/^the file public\/static\/.* (is not a|by its bytes)/, '附件檔的內容不是 PDF、DOCX、XLSX、PPTX、ODT 或 ZIP 檔'],
  [/^is required/, '必填'],
  [/^must not be empty/, '不可空白'],
  [/^must be a real date YYYY-MM-DD or date and time/, '須為實際存在的日期 YYYY-MM-DD，或日期與時間 YYYY-MM-DDTHH:mm'],
  [/^must be a (real )?date YYYY-MM-DD/, '須為實際存在的日期 YYYY-MM-DD'],
  [/^must be a date YYYY-MM-DD or a date and time/, '須為日期 YYYY-MM-DD，或日期與時間 YYYY-MM-DDTHH:mm'],
  [/^must not be before eventStart/, '活動結束不可早於活動開始'],
  [/^needs eventStart/, '填了活動結束，也要填活動開始'],
  [/^is required when eventStart is given/, '有活動時間就要填地點'],
  [/^needs venue/, '填了英文地點，也要填中文地點'],
  [/^must be after publishAt/, '下架時間須晚於上架時間'],
  [/^must be an image path/, '須為 public/static 之下的圖片路徑'],
  [/^an image of the body must say what it shows/, '內文的圖片要寫替代文字，說明圖片的內容'],
  [/^must say what the image shows, not its file name/, '替代文字要說明圖片的內容，不能是檔名'],
  [/^must not start with "image of"/, '替代文字不要以「圖片」或 image of 開頭：螢幕閱讀器已會說明這是圖片'],
  [/^must be at most 150 characters/, '替代文字最多 150 字：更多說明請寫在圖說'],
  [/^must not be before prepared/, '最後檢視日期不可早於製作日期'],
  [/^must be a success criterion number/, '須為成功準則編號，例如 2.2.2'],
  [/^name at least one success criterion/, '至少填一個成功準則'],
  [/^cannot be full while limits/, '仍有未符合的項目，不能選「完全符合」'],
  [/^must list the failures behind conformance/, '部分符合或不符合時，須列出未符合的項目'],
  [/^must not be less than min/, '最多學分不可少於最少學分'],
  [/^says \d+ courses, but requiredCoreCourses lists/, '課程門數須等於必修課程列出的門數'],
  [/^only one part can count the required courses/, '只有一項學分組成可以填課程門數'],
  [/^must be an Admissions screen/, '須為招生頁面之一'],
  [/^must be at (least|most)/, '數值超出範圍'],
  [/^must be a whole number/, '須為整數'],
  [/^must be positive/, '須為正數'],
  [/^must be one of/, '須為清單中的一項'],
  [/^must be an http\(s\) URL/, '須為 http(s) 網址'],
  [/^must be a phone number/, '須為電話號碼，例如 +886-2-2345-6789'],
  [/^write a sentence or two/, '請寫一兩句話'],
  [/email/i, '須為電子郵件地址'],
  [/duplicate|used by|already/i, '編號重複'],
  [/no image|image .*not found|missing image|does not exist/i, '找不到圖片檔'],
  [/teacher/i, '找不到這位授課教師'],
  [/credit/i, '學分加總不符'],
  [/years must increase/, '年份須遞增'],
  [/^Too small|^Too big|too_small|too_big/i, '數量或長度不符規定'],
];

/** `中文 / English` for one message of the rules. */
export function bilingualMessage(english: string): string {
  // a message that already says it in both (the image checks') is shown as it is
  if (/[\u4e00-\u9fff].*\/ [a-z]/i.test(english)) return english;
  const zh = CHINESE.find(([pattern]) => pattern.test(english))?.[1] ?? '內容不符規則';
  return `${zh} / ${english}`;
}
