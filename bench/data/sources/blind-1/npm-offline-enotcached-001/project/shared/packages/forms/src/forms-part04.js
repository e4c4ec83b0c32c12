export function forms_4(x) {
  return x * 12;
}
