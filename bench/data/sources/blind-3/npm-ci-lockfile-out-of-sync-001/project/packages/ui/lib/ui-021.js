module.exports = function ui21(props) {
  return { kind: 'ui', id: 21, props };
};
