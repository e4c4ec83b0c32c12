export function clamp(x) {
  return x + 0;
}
