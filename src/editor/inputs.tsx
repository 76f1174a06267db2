'use client';
import type { FormFieldInputProps } from '@keystatic/core';
import { ActionButton } from '@keystar/ui/button';
import { Checkbox } from '@keystar/ui/checkbox';
import { Item, Picker } from '@keystar/ui/picker';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { useEffect, useMemo, useState } from 'react';
import {
  CROPS,
  cropRect,
  imageProblem,
  imageRef,
  isRaster,
  parseImageRef,
  type CropName,
  type Focus,
} from '@/domain/media';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_TYPES, formatFileSize } from '@/domain/news';
import { sniffImage } from '@/domain/sniff';
import type { AttachmentValue, BodyValue, ImageValue, NewsPlace } from './values';
import { attachmentName, attachmentNames, attachmentUploadProblem, newsSlug, uploadName } from './values';

/* The editor's inputs (browser side of src/editor/fields.tsx); each shows the problem its field's rule finds. */

function useShownError(error: string | undefined, forceValidation: boolean) {
  const [blurred, setBlurred] = useState(false);
  return { errorMessage: forceValidation || blurred ? error : undefined, onBlur: () => setBlurred(true) };
}

type Common = { label: string; problem: string | undefined; required?: boolean; description?: string };

/*
 * Keystatic lays the fields of an entry's top level one per row; inside a group it takes our layout.
 * Half-width fields (one of a Chinese/English pair) take half of its 12-column grid on a wide screen.
 */
const HALVES = '@media (min-width: 64em) { div:has(> [data-half]) { grid-column: span 6; } }';

export function LeafInput(props: FormFieldInputProps<string> & Common & { multiline?: boolean; half?: boolean }) {
  const shown = useShownError(props.problem, props.forceValidation);
  const Component = props.multiline ? TextArea : TextField;
  const field = (
    <Component
      label={props.label}
      description={props.description}
      value={props.value}
      onChange={props.onChange}
      autoFocus={props.autoFocus}
      isRequired={props.required}
      {...shown}
    />
  );
  if (!props.half) return field;
  return (
    <div data-half="">
      <style href="scuid-editor-halves" precedence="scuid-editor">
        {HALVES}
      </style>
      {field}
    </div>
  );
}

/** The values of an optional group side by side; the problem shows under the value it is about. */
export function GroupInput(
  props: FormFieldInputProps<Record<string, string>> & {
    label: string;
    description?: string;
    parts: { key: string; label: string; half?: boolean }[];
    problem: { key?: string; text: string } | undefined;
  },
) {
  const shown = useShownError(props.problem?.text, props.forceValidation);
  const at = props.parts.some((p) => p.key === props.problem?.key) ? props.problem?.key : props.parts[0]?.key;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      <legend style={{ marginBottom: 8, fontWeight: 600 }}>
        {props.label}
        {props.description ? ` — ${props.description}` : ''}
      </legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: 12 }}>
        {props.parts.map((p, i) => (
          <TextField
            key={p.key}
            label={p.label}
            value={props.value[p.key] ?? ''}
            onChange={(text) => props.onChange({ ...props.value, [p.key]: text })}
            autoFocus={props.autoFocus && i === 0}
            onBlur={shown.onBlur}
            errorMessage={p.key === at ? shown.errorMessage : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function FlagInput(props: FormFieldInputProps<boolean> & { label: string; description?: string }) {
  return (
    <Checkbox isSelected={props.value} onChange={props.onChange} autoFocus={props.autoFocus}>
      {props.label}
      {props.description ? ` — ${props.description}` : ''}
    </Checkbox>
  );
}

export function ChoiceInput(
  props: FormFieldInputProps<string> & Common & { options: readonly { value: string; label: string }[] },
) {
  return (
    <Picker
      label={props.label}
      description={props.description}
      items={props.options}
      selectedKey={props.value || null}
      onSelectionChange={(key) => props.onChange(String(key))}
      autoFocus={props.autoFocus}
      isRequired={props.required}
      errorMessage={props.forceValidation ? props.problem : undefined}
    >
      {(item) => <Item key={item.value}>{item.label}</Item>}
    </Picker>
  );
}

/** The kinds of image an editor may choose; HEIC too, so that it gets its message rather than being hidden. */
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml,image/heic,image/heif,.heic';

/**
 * An image: its path, or an upload (checked as it is chosen: its type read from its bytes, the size and pixel
 * caps; a refused file changes nothing), its focal point for a photograph, and the crop its slots will show,
 * cut as the content check cuts it (`cropRect`). The automatic focal point is libvips' choice, asked of the
 * editor's server.
 */
export function ImageInput(
  props: FormFieldInputProps<ImageValue> & Common & { publicPath: string; crop: CropName; focusUrl: string },
) {
  const shown = useShownError(props.problem, props.forceValidation);
  const [refused, setRefused] = useState<string>();
  const [natural, setNatural] = useState<{ width: number; height: number }>();
  const { upload } = props.value;
  const { path, focus } = parseImageRef(props.value.path);
  const preview = useMemo(
    () => (upload ? URL.createObjectURL(new Blob([upload.data as BlobPart])) : undefined),
    [upload],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const src = preview ?? (path && !props.problem ? `/static/${path}` : undefined);
  const raster = isRaster(path);
  const setFocus = (next: Focus | undefined) => props.onChange({ ...props.value, path: imageRef(path, next) });
  const ratio = CROPS[props.crop].ratio;
  const rect = natural && ratio ? cropRect(natural.width, natural.height, ratio, focus ?? { x: 50, y: 50 }) : undefined;
  // object-position puts the same point of image and box together: the crop's offset as a share of the excess
  const position = rect
    ? `${natural!.width > rect.width ? (rect.left / (natural!.width - rect.width)) * 100 : 50}% ${natural!.height > rect.height ? (rect.top / (natural!.height - rect.height)) * 100 : 50}%`
    : '50% 50%';
  const automatic = async () => {
    const response = await fetch(`${props.focusUrl}?crop=${props.crop}`, {
      method: 'POST',
      headers: { 'no-cors': '1' },
      body: upload ? new Blob([upload.data as BlobPart]) : JSON.stringify({ path }),
    });
    if (response.ok) setFocus((await response.json()) as Focus);
  };
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <TextField
        label={props.label}
        description="public/static 之下的路徑，或上傳新圖（JPEG、PNG、WebP、AVIF 或 SVG，最多 25 MB）/ A path under public/static, or upload a new image (JPEG, PNG, WebP, AVIF or SVG, at most 25 MB)"
        value={props.value.path}
        onChange={(next) => props.onChange({ path: next })}
        isRequired={props.required}
        {...shown}
      />
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={`上傳 Upload: ${props.label}`}
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          const data = new Uint8Array(await file.arrayBuffer());
          const problem = imageProblem(sniffImage(data.subarray(0, 512 * 1024)), file.size);
          setRefused(problem ? `${file.name}: ${problem}` : undefined);
          if (problem) {
            input.value = '';
            return;
          }
          const name = uploadName(file.name);
          setNatural(undefined);
          props.onChange({ path: `${props.publicPath}${name}`, upload: { data, name } });
        }}
      />
      {refused ? (
        <p role="alert" style={{ margin: 0, color: '#c8322b' }}>
          {refused}
        </p>
      ) : null}
      {raster && src ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}>
          <TextField
            label="焦點：距左 % Focal point: % from the left"
            type="number"
            value={focus ? String(focus.x) : ''}
            onChange={(x) => setFocus({ x: Math.max(0, Math.min(100, Number(x) || 0)), y: focus?.y ?? 50 })}
          />
          <TextField
            label="焦點：距上 % Focal point: % from the top"
            type="number"
            value={focus ? String(focus.y) : ''}
            onChange={(y) => setFocus({ x: focus?.x ?? 50, y: Math.max(0, Math.min(100, Number(y) || 0)) })}
          />
          <ActionButton onPress={() => void automatic()}>自動選擇焦點 Choose automatically</ActionButton>
          {focus ? <ActionButton onPress={() => setFocus(undefined)}>不指定 None</ActionButton> : null}
        </div>
      ) : null}
      {src ? (
        <figure style={{ margin: 0, display: 'grid', gap: 4 }}>
          {/* a preview in the editor, not a page of the site: the crop every card and banner of this field shows */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={src}
            alt=""
            data-testid="image-crop-preview"
            onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
            style={{
              width: 240,
              aspectRatio: raster && ratio ? `${ratio[0]} / ${ratio[1]}` : undefined,
              maxHeight: raster ? undefined : 160,
              objectFit: raster && ratio ? 'cover' : 'contain',
              objectPosition: position,
            }}
          />
          {raster ? (
            <figcaption style={{ fontSize: 12 }}>
              {ratio ? `訪客看到的裁切 ${ratio[0]}:${ratio[1]} / The crop visitors see` : '原比例 / As it is'}
              {focus ? '' : '（未指定焦點：發布時自動選擇 / no focal point: chosen automatically when published）'}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
    </div>
  );
}

/** What the file chooser offers for a document: the six extensions and their types. */
const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.flatMap((ext) => [`.${ext}`, ATTACHMENT_TYPES[ext].type]).join(',');

/**
 * A news item's documents: each one's file (a path, or an upload checked as it is chosen: a refused file
 * changes nothing), its label in both languages and a button that removes it; an upload adds one.
 */
export function AttachmentsInput(
  props: FormFieldInputProps<AttachmentValue[]> & {
    label: string;
    problem: { index?: number; key?: string; text: string } | undefined;
  },
) {
  const { value, onChange } = props;
  const [refused, setRefused] = useState<string>();
  const shown = useShownError(props.problem?.text, props.forceValidation);
  const set = (i: number, change: Partial<AttachmentValue>) =>
    onChange(value.map((a, k) => (k === i ? { ...a, ...change } : a)));
  const read = async (file: File | undefined, taken: Set<string>) => {
    if (!file) return undefined;
    const problem = attachmentUploadProblem(file.name, file.size);
    setRefused(problem);
    if (problem) return undefined;
    return { data: new Uint8Array(await file.arrayBuffer()), name: attachmentName(file.name, taken) };
  };
  const errorAt = (i: number, key: string) =>
    props.problem?.index === i && (props.problem.key ?? 'file') === key ? shown.errorMessage : undefined;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 16 }}>
      <legend style={{ marginBottom: 8, fontWeight: 600 }}>
        {props.label} — PDF、DOCX、XLSX、PPTX、ODT、ZIP，每個最多 20 MB / at most 20 MB each
      </legend>
      {value.map((a, i) => {
        const n = i + 1;
        return (
          <fieldset
            key={i}
            style={{ border: '1px solid #d9dbe0', borderRadius: 6, margin: 0, padding: 12, display: 'grid', gap: 8 }}
          >
            <legend>
              附件 {n} Attachment {n}
            </legend>
            {a.upload ? (
              <p style={{ margin: 0 }}>
                新上傳 New upload: {a.upload.name}（{formatFileSize(a.upload.data.byteLength)}）
              </p>
            ) : (
              <TextField
                label={`附件 ${n} 的檔案 File of attachment ${n}`}
                description="public/static 之下的路徑 / A path under public/static: attachments/{newsId}/{file}"
                value={a.file}
                onChange={(file) => set(i, { file })}
                onBlur={shown.onBlur}
                errorMessage={errorAt(i, 'file')}
              />
            )}
            <input
              type="file"
              accept={ATTACHMENT_ACCEPT}
              aria-label={`換一個檔案 Replace the file of attachment ${n}`}
              onChange={async (event) => {
                const others = attachmentNames(value.filter((_, k) => k !== i));
                const upload = await read(event.currentTarget.files?.[0], others);
                if (upload) set(i, { file: '', upload });
              }}
            />
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: 12 }}>
              <TextField
                label={`附件 ${n} 名稱（中文） Label of attachment ${n} (Chinese)`}
                value={a.label}
                onChange={(label) => set(i, { label })}
                onBlur={shown.onBlur}
                errorMessage={errorAt(i, 'label')}
              />
              <div lang="en">
                <TextField
                  label={`附件 ${n} 名稱（英文） Label of attachment ${n} (English)`}
                  value={a.subLabel}
                  onChange={(subLabel) => set(i, { subLabel })}
                  onBlur={shown.onBlur}
                  errorMessage={errorAt(i, 'subLabel')}
                />
              </div>
            </div>
            <div>
              <ActionButton onPress={() => onChange(value.filter((_, k) => k !== i))}>
                移除附件 {n} Remove attachment {n}
              </ActionButton>
            </div>
          </fieldset>
        );
      })}
      <input
        type="file"
        accept={ATTACHMENT_ACCEPT}
        aria-label="上傳附件 Upload an attachment"
        onChange={async (event) => {
          const input = event.currentTarget;
          const upload = await read(input.files?.[0], attachmentNames(value));
          input.value = '';
          if (upload) onChange([...value, { file: '', label: '', subLabel: '', upload }]);
        }}
      />
      {refused ? (
        <p role="alert" style={{ margin: 0, color: '#c8322b' }}>
          {refused}
        </p>
      ) : null}
      {props.problem?.index === undefined && shown.errorMessage ? (
        <p role="alert" style={{ margin: 0, color: '#c8322b' }}>
          {shown.errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}

export function BodyInput(props: FormFieldInputProps<BodyValue> & { problem: string | undefined }) {
  const set = (part: 'zh' | 'en') => (text: string) => props.onChange({ ...props.value, [part]: text });
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))', gap: 16 }}>
      <TextArea
        label="內文（中文，Markdown） Body (Chinese, Markdown)"
        value={props.value.zh}
        onChange={set('zh')}
        height="scale.3400"
        isRequired
        errorMessage={props.forceValidation ? props.problem : undefined}
      />
      <div lang="en">
        <TextArea
          label="內文（英文，Markdown） Body (English, Markdown)"
          value={props.value.en}
          onChange={set('en')}
          height="scale.3400"
        />
      </div>
    </div>
  );
}

export function NewsPlaceInput(
  props: FormFieldInputProps<NewsPlace> & { label: string; problem: string | undefined; nextIdUrl: string },
) {
  const { value, onChange, nextIdUrl } = props;
  useEffect(() => {
    if (value.newsId) return;
    let live = true;
    fetch(nextIdUrl, { headers: { 'no-cors': '1' } })
      .then((r) => (r.ok ? r.text() : ''))
      .then((id) => {
        if (live && id) onChange({ ...value, newsId: id });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [value, onChange, nextIdUrl]);
  return (
    // id and year side by side; the file name beside them, or below on a phone
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}>
      <div style={{ flex: '0 0 8rem' }}>
        <TextField
          label={props.label}
          value={value.newsId}
          onChange={(newsId) => onChange({ ...value, newsId })}
          isRequired
        />
      </div>
      <div style={{ flex: '0 0 6rem' }}>
        <TextField
          label="年份資料夾 Year folder"
          value={value.year}
          onChange={(year) => onChange({ ...value, year })}
          isRequired
        />
      </div>
      <div style={{ flex: '1 1 16rem' }}>
        <TextField
          label="檔名（英文） File name"
          description={`content/news/${newsSlug(value)}.md`}
          value={value.name}
          onChange={(name) => onChange({ ...value, name })}
          isRequired
          errorMessage={props.forceValidation ? props.problem : undefined}
        />
      </div>
    </div>
  );
}
