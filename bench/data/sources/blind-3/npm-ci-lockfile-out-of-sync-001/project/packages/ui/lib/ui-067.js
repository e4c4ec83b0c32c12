module.exports = function ui67(props) {
  return { kind: 'ui', id: 67, props };
};
