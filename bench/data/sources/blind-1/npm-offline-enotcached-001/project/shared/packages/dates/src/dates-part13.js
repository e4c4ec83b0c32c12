export function dates_13(x) {
  return x * 17;
}
