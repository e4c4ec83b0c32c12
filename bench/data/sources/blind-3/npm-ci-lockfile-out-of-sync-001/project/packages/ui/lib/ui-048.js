module.exports = function ui48(props) {
  return { kind: 'ui', id: 48, props };
};
