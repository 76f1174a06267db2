/** Other features reach this one only through here (eslint.config.mjs enforces it). */
export { OpenData } from './components/OpenData';
