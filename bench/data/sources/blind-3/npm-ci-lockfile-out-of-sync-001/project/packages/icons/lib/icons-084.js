module.exports = function icons84(props) {
  return { kind: 'icons', id: 84, props };
};
