module.exports = function icons101(props) {
  return { kind: 'icons', id: 101, props };
};
