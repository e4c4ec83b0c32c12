module.exports = function ui16(props) {
  return { kind: 'ui', id: 16, props };
};
