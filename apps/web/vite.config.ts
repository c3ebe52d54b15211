import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/flow': apiTarget, '/functions': apiTarget, '/healthz': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads up front in one chunk: left to itself, the splitter cuts it into
          // some twenty small shared chunks, each gzipped alone, which costs the sign-in page ~KB.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
