// Swiper itself, loaded by carousels once the browser is idle or a visitor reaches for one.
export { Swiper } from 'swiper';
export { A11y, Autoplay } from 'swiper/modules';
