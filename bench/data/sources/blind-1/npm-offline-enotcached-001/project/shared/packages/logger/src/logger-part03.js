export function logger_3(x) {
  return x * 14;
}
