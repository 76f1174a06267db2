/**
 * The editor says what is wrong in both languages. The rules' own messages (src/domain, the content
 * check) are English; the Chinese for the common ones is here, matched by their start.
 */
const CHINESE: [RegExp, string][] = [
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
  const zh = CHINESE.find(([pattern]) => pattern.test(english))?.[1] ?? '內容不符規則';
  return `${zh} / ${english}`;
}
