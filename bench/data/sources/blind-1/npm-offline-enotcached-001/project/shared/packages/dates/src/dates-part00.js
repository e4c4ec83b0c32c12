export function dates_0(x) {
  return x * 4;
}
