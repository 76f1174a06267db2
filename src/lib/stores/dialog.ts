import { create } from 'zustand';
import type { ErrorNotice } from '../errors';

export type DialogType = 'success' | 'error' | 'info' | 'confirm' | 'custom';
export type ButtonType = 'primary' | 'danger' | 'default';

export interface DialogButton {
  text: string;
  type: ButtonType;
  onClick?: () => void;
  /** a key that presses the button: 'enter', 'y', 'n', ... (compared case-insensitively) */
  hotKey?: string;
}

export interface DialogState {
  isVisible: boolean;
  type: DialogType | null;
  title: string;
  message: string;
  code: string;
  path: string;
  buttons: DialogButton[];
}

export interface DialogActions {
  success(message?: string): void;
  error(notice: ErrorNotice): void;
  info(message: string): void;
  confirm(options: { message: string; onOk?: () => void; onCancel?: () => void }): void;
  custom(options: {
    type?: DialogType;
    title: string;
    message?: string;
    code?: string;
    path?: string;
    buttons: DialogButton[];
  }): void;
  close(): void;
}

const hidden: DialogState = { isVisible: false, type: null, title: '', message: '', code: '', path: '', buttons: [] };

export const useDialog = create<DialogState & DialogActions>()((set) => ({
  ...hidden,
  success: (message = '') =>
    set({
      ...hidden,
      isVisible: true,
      type: 'success',
      title: 'SUCCESS',
      message,
      buttons: [{ text: 'OK', type: 'primary', hotKey: 'enter' }],
    }),
  error: ({ message, code, path }) =>
    set({
      ...hidden,
      isVisible: true,
      type: 'error',
      title: 'FAILED',
      message,
      code,
      path: path ?? '',
      buttons: [{ text: 'OK', type: 'danger', hotKey: 'enter' }],
    }),
  info: (message) =>
    set({
      ...hidden,
      isVisible: true,
      type: 'info',
      title: 'INFO',
      code: 'INFO',
      message,
      buttons: [{ text: 'OK', type: 'primary', hotKey: 'enter' }],
    }),
  confirm: ({ message, onOk, onCancel }) =>
    set({
      ...hidden,
      isVisible: true,
      type: 'confirm',
      title: 'CONFIRM',
      message,
      buttons: [
        { text: 'OK', type: 'primary', hotKey: 'y', onClick: onOk },
        { text: 'CANCEL', type: 'default', hotKey: 'n', onClick: onCancel },
      ],
    }),
  custom: ({ type = 'custom', title, message = '', code = '', path = '', buttons }) =>
    set({ ...hidden, isVisible: true, type, title, message, code, path, buttons }),
  close: () => set(hidden),
}));

export function buttonForKey(buttons: DialogButton[], key: string): DialogButton | undefined {
  const k = key.toLowerCase();
  return buttons.find((b) => b.hotKey?.toLowerCase() === k);
}

export function pressButton(button: DialogButton): void {
  try {
    button.onClick?.();
  } finally {
    useDialog.getState().close();
  }
}
