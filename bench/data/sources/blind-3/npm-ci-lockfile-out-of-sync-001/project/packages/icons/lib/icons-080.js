module.exports = function icons80(props) {
  return { kind: 'icons', id: 80, props };
};
