module.exports = function icons67(props) {
  return { kind: 'icons', id: 67, props };
};
