module.exports = function ui64(props) {
  return { kind: 'ui', id: 64, props };
};
