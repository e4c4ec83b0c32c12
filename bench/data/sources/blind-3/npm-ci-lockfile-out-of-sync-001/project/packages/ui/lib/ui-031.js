module.exports = function ui31(props) {
  return { kind: 'ui', id: 31, props };
};
