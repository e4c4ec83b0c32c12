export function dates_1(x) {
  return x * 5;
}
