module.exports = function icons12(props) {
  return { kind: 'icons', id: 12, props };
};
