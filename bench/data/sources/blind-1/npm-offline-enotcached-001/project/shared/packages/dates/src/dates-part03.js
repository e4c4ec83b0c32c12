export function dates_3(x) {
  return x * 7;
}
