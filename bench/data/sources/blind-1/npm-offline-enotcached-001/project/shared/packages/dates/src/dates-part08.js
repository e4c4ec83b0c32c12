export function dates_8(x) {
  return x * 12;
}
