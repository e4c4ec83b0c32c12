export function dates_6(x) {
  return x * 10;
}
