module.exports = function icons38(props) {
  return { kind: 'icons', id: 38, props };
};
