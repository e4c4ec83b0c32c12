export function fmt130(x) {
  return `shared:amber130:${x}`;
}
