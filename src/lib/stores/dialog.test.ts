import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonForKey, pressButton, useDialog } from './dialog';

const state = () => useDialog.getState();

describe('global dialog', () => {
  beforeEach(() => state().close());

  it('starts hidden and empty', () => {
    expect(state()).toMatchObject({
      isVisible: false,
      type: null,
      title: '',
      message: '',
      code: '',
      path: '',
      buttons: [],
    });
  });

  it('success: title SUCCESS, one primary OK on Enter', () => {
    state().success('Saved');
    expect(state()).toMatchObject({ isVisible: true, type: 'success', title: 'SUCCESS', message: 'Saved' });
    expect(state().buttons).toEqual([{ text: 'OK', type: 'primary', hotKey: 'enter' }]);
  });

  it('error: title FAILED with message, code and path, one danger OK on Enter', () => {
    state().error({ message: 'Boom', code: 'Q_X', path: 'news.0' });
    expect(state()).toMatchObject({ type: 'error', title: 'FAILED', message: 'Boom', code: 'Q_X', path: 'news.0' });
    expect(state().buttons).toEqual([{ text: 'OK', type: 'danger', hotKey: 'enter' }]);
  });

  it('info: title INFO, code INFO, OK on Enter', () => {
    state().info('FYI');
    expect(state()).toMatchObject({ type: 'info', title: 'INFO', code: 'INFO', message: 'FYI' });
    expect(state().buttons).toEqual([{ text: 'OK', type: 'primary', hotKey: 'enter' }]);
  });

  it('confirm: title CONFIRM, OK on y and CANCEL on n', () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    state().confirm({ message: 'Sure?', onOk, onCancel });
    expect(state()).toMatchObject({ type: 'confirm', title: 'CONFIRM' });
    expect(state().buttons.map((b) => [b.text, b.hotKey])).toEqual([
      ['OK', 'y'],
      ['CANCEL', 'n'],
    ]);
    pressButton(buttonForKey(state().buttons, 'N')!);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOk).not.toHaveBeenCalled();
    expect(state().isVisible).toBe(false);
  });

  it('custom: the caller gives type, title, message, code and buttons', () => {
    const onClick = vi.fn();
    state().custom({
      type: 'info',
      title: 'Hello',
      message: 'm',
      code: 'C1',
      buttons: [{ text: 'Go', type: 'primary', hotKey: 'g', onClick }],
    });
    expect(state()).toMatchObject({ isVisible: true, type: 'info', title: 'Hello', code: 'C1' });
    pressButton(buttonForKey(state().buttons, 'g')!);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('close resets to hidden and empty, even when a button action throws', () => {
    state().custom({
      title: 'T',
      buttons: [
        {
          text: 'X',
          type: 'danger',
          onClick: () => {
            throw new Error('x');
          },
        },
      ],
    });
    expect(() => pressButton(state().buttons[0]!)).toThrow('x');
    expect(state()).toMatchObject({ isVisible: false, type: null, title: '', buttons: [] });
  });

  it('finds no button for an unbound key', () => {
    state().success();
    expect(buttonForKey(state().buttons, 'y')).toBeUndefined();
    expect(buttonForKey(state().buttons, 'Enter')?.text).toBe('OK');
  });
});
