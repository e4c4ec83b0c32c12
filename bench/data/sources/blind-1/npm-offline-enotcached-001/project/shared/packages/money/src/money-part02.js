export function money_2(x) {
  return x * 14;
}
