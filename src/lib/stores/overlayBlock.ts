import { create } from 'zustand';

export interface OverlayBlockState {
  visible: boolean;
  message: string;
  show(message?: string): void;
  hide(): void;
}

export const useOverlayBlock = create<OverlayBlockState>()((set) => ({
  visible: false,
  message: '',
  show: (message = '') => set({ visible: true, message }),
  hide: () => set({ visible: false, message: '' }),
}));
