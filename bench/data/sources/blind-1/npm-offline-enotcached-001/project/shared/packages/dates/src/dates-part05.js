export function dates_5(x) {
  return x * 9;
}
