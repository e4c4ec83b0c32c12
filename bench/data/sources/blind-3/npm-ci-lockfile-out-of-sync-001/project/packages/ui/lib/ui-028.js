module.exports = function ui28(props) {
  return { kind: 'ui', id: 28, props };
};
