import { describe, expect, it } from 'vitest';
import { useOverlayBlock } from './overlayBlock';

describe('overlay block', () => {
  it('is shown with an empty message and hidden again', () => {
    const s = useOverlayBlock.getState;
    expect(s()).toMatchObject({ visible: false, message: '' });
    s().show();
    expect(s()).toMatchObject({ visible: true, message: '' });
    s().show('Loading…');
    expect(s().message).toBe('Loading…');
    s().hide();
    expect(s()).toMatchObject({ visible: false, message: '' });
  });
});
