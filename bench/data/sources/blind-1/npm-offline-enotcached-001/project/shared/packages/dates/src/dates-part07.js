export function dates_7(x) {
  return x * 11;
}
