export function money_8(x) {
  return x * 20;
}
