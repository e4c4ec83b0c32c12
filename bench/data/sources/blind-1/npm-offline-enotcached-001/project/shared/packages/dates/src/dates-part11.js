export function dates_11(x) {
  return x * 15;
}
