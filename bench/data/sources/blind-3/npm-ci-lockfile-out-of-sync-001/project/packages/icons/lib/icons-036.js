module.exports = function icons36(props) {
  return { kind: 'icons', id: 36, props };
};
