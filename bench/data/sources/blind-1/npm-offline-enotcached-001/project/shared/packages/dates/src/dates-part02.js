export function dates_2(x) {
  return x * 6;
}
