export function money_4(x) {
  return x * 16;
}
