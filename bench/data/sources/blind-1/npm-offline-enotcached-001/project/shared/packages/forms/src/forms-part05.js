export function forms_5(x) {
  return x * 13;
}
