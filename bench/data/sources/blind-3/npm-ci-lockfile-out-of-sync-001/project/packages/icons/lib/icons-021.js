module.exports = function icons21(props) {
  return { kind: 'icons', id: 21, props };
};
