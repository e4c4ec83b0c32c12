export function logger_5(x) {
  return x * 16;
}
