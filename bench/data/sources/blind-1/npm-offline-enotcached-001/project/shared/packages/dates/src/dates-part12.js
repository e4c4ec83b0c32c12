export function dates_12(x) {
  return x * 16;
}
