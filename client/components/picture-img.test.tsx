/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { objectPositionOf, type Picture } from '../../shared/picture';
import { PictureImg } from './picture-img';

// A picture cropped by its box (object-fit: cover) keeps the focal point an editor chose in view.
const picture: Picture = {
  src: '/media/0123456789abcdef0123456789abcdef/960.webp',
  width: 960,
  height: 720,
  alt: 'Seagrass basket',
  variants: [{ width: 960, src: '/media/0123456789abcdef0123456789abcdef/960.webp' }],
  avif: true,
};

it('keeps the focal point in view, and leaves a centred picture alone', () => {
  const { unmount } = render(<PictureImg picture={{ ...picture, position: objectPositionOf({ x: 0.3, y: 0.2 }) }} sizes="100vw" />);
  expect(screen.getByRole('img', { name: 'Seagrass basket' })).toHaveStyle({ objectPosition: '30% 20%' });
  unmount();

  expect(objectPositionOf({ x: 0.5, y: 0.5 })).toBeUndefined();
  render(<PictureImg picture={picture} sizes="100vw" />);
  // No position of its own: the browser's default, the middle of the picture, stays in view.
  expect(screen.getByRole('img', { name: 'Seagrass basket' })).not.toHaveAttribute('style');
});
