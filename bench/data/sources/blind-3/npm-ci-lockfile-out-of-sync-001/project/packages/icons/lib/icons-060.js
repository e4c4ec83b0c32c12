module.exports = function icons60(props) {
  return { kind: 'icons', id: 60, props };
};
