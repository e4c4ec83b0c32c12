export function money_1(x) {
  return x * 13;
}
