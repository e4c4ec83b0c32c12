module.exports = function icons83(props) {
  return { kind: 'icons', id: 83, props };
};
