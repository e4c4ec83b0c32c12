module.exports = function icons100(props) {
  return { kind: 'icons', id: 100, props };
};
