'use client';
import type { FormFieldInputProps } from '@keystatic/core';
import { Checkbox } from '@keystar/ui/checkbox';
import { Item, Picker } from '@keystar/ui/picker';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { useEffect, useMemo, useState } from 'react';
import type { BodyValue, ImageValue, NewsPlace } from './values';
import { newsSlug, uploadName } from './values';

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

export function ImageInput(props: FormFieldInputProps<ImageValue> & Common & { publicPath: string }) {
  const shown = useShownError(props.problem, props.forceValidation);
  const { upload } = props.value;
  const preview = useMemo(
    () => (upload ? URL.createObjectURL(new Blob([upload.data as BlobPart])) : undefined),
    [upload],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const src = preview ?? (props.value.path && !props.problem ? `/static/${props.value.path}` : undefined);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <TextField
        label={props.label}
        description="public/static 之下的路徑，或上傳新圖 / A path under public/static, or upload a new image"
        value={props.value.path}
        onChange={(path) => props.onChange({ path })}
        isRequired={props.required}
        {...shown}
      />
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp,image/svg+xml"
        aria-label={`上傳 Upload: ${props.label}`}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          const name = uploadName(file.name);
          props.onChange({
            path: `${props.publicPath}${name}`,
            upload: { data: new Uint8Array(await file.arrayBuffer()), name },
          });
        }}
      />
      {/* a preview in the editor, not a page of the site */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {src ? <img src={src} alt="" style={{ maxWidth: 240, maxHeight: 160, objectFit: 'contain' }} /> : null}
    </div>
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
